//! Rasterises a [`Scene`] on a 2D canvas, scaled to fit and centred, sharp on
//! high-DPI screens. Remembers the transform so a pointer maps back to the scene.

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::core::scene::{Align, Shape};
use crate::core::Scene;

/// Scene units → CSS pixels: `css = offset + scene * scale`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Transform {
    pub scale: f64,
    pub dx: f64,
    pub dy: f64,
}

impl Transform {
    /// CSS pixels (relative to the canvas box) → scene units.
    pub fn scene_point(&self, x: f64, y: f64) -> (f32, f32) {
        if self.scale <= 0.0 {
            return (f32::NAN, f32::NAN);
        }
        (((x - self.dx) / self.scale) as f32, ((y - self.dy) / self.scale) as f32)
    }
}

/// Draws `scene` filling the canvas's CSS box; sizes the backing store to the
/// device pixel ratio first. Returns the transform used.
pub fn draw(canvas: &HtmlCanvasElement, scene: &Scene) -> Result<Transform, JsValue> {
    let dpr = web_sys::window().map(|w| w.device_pixel_ratio()).unwrap_or(1.0).max(1.0);
    let rect = canvas.get_bounding_client_rect();
    let (cw, ch) = (rect.width().max(1.0), rect.height().max(1.0));
    let (pw, ph) = ((cw * dpr).round() as u32, (ch * dpr).round() as u32);
    if canvas.width() != pw || canvas.height() != ph {
        canvas.set_width(pw);
        canvas.set_height(ph);
    }
    let ctx: CanvasRenderingContext2d = canvas
        .get_context("2d")?
        .ok_or_else(|| JsValue::from_str("no 2d context"))?
        .dyn_into()
        .map_err(|_| JsValue::from_str("not a 2d context"))?;
    let scale = (cw / scene.width as f64).min(ch / scene.height as f64);
    let t =
        Transform { scale, dx: (cw - scene.width as f64 * scale) / 2.0, dy: (ch - scene.height as f64 * scale) / 2.0 };
    ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)?;
    ctx.clear_rect(0.0, 0.0, pw as f64, ph as f64);
    ctx.set_transform(dpr * scale, 0.0, 0.0, dpr * scale, dpr * t.dx, dpr * t.dy)?;
    if let Some(bg) = scene.background {
        ctx.set_fill_style_str(&bg.css());
        ctx.fill_rect(0.0, 0.0, scene.width as f64, scene.height as f64);
    }
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    for (i, s) in scene.shapes.iter().enumerate() {
        match s {
            // A label for the player across the table: turned half round about its
            // anchor.
            Shape::Text { at, .. } if scene.turned.binary_search(&i).is_ok() => {
                let (x, y) = (at.0 as f64, at.1 as f64);
                ctx.save();
                ctx.translate(x, y)?;
                ctx.rotate(std::f64::consts::PI)?;
                ctx.translate(-x, -y)?;
                shape(&ctx, s)?;
                ctx.restore();
            }
            _ => shape(&ctx, s)?,
        }
    }
    Ok(t)
}

fn fill_stroke(
    ctx: &CanvasRenderingContext2d,
    fill: Option<crate::core::Color>,
    stroke: Option<(crate::core::Color, f32)>,
) {
    if let Some(f) = fill {
        ctx.set_fill_style_str(&f.css());
        ctx.fill();
    }
    if let Some((c, w)) = stroke {
        ctx.set_stroke_style_str(&c.css());
        ctx.set_line_width(w as f64);
        ctx.stroke();
    }
}

fn shape(ctx: &CanvasRenderingContext2d, s: &Shape) -> Result<(), JsValue> {
    use std::f64::consts::TAU;
    match s {
        Shape::Line { a, b, width, color } => {
            ctx.begin_path();
            ctx.move_to(a.0 as f64, a.1 as f64);
            ctx.line_to(b.0 as f64, b.1 as f64);
            ctx.set_stroke_style_str(&color.css());
            ctx.set_line_width(*width as f64);
            ctx.stroke();
        }
        Shape::Circle { c, r, fill, stroke } => {
            ctx.begin_path();
            ctx.arc(c.0 as f64, c.1 as f64, (*r as f64).max(0.0), 0.0, TAU)?;
            fill_stroke(ctx, *fill, *stroke);
        }
        Shape::Poly { pts, fill, stroke } => {
            let Some(first) = pts.first() else { return Ok(()) };
            ctx.begin_path();
            ctx.move_to(first.0 as f64, first.1 as f64);
            for p in &pts[1..] {
                ctx.line_to(p.0 as f64, p.1 as f64);
            }
            ctx.close_path();
            fill_stroke(ctx, *fill, *stroke);
        }
        Shape::Sector { c, r, a0, a1, fill } => {
            ctx.begin_path();
            ctx.move_to(c.0 as f64, c.1 as f64);
            ctx.arc(c.0 as f64, c.1 as f64, (*r as f64).max(0.0), *a0 as f64, *a1 as f64)?;
            ctx.close_path();
            fill_stroke(ctx, Some(*fill), None);
        }
        Shape::Text { at, size, text, color, align, bold } => {
            let weight = if *bold { "700" } else { "500" };
            // The size in thousandths, written with integers only: formatting a float
            // would bring float printing into the module (several kilobytes).
            let milli = (*size as f64 * 1000.0).round().max(0.0) as u64;
            ctx.set_font(&format!(
                "{weight} {}.{:03}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
                milli / 1000,
                milli % 1000
            ));
            ctx.set_text_align(match align {
                Align::Left => "left",
                Align::Center => "center",
                Align::Right => "right",
            });
            ctx.set_text_baseline("middle");
            ctx.set_fill_style_str(&color.css());
            ctx.fill_text(text, at.0 as f64, at.1 as f64)?;
        }
    }
    Ok(())
}
