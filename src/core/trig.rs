//! Sine and cosine for drawing (star points, pentagons, hexagons, barrels), good to
//! a few millionths. The standard library's `f32::sin` brings the general argument
//! reduction of libm (several kilobytes) into the page's module, for angles that
//! never leave a turn or two.

use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// `(cos a, sin a)` for an angle `a` in radians.
pub fn cos_sin(a: f32) -> (f32, f32) {
    (sin(a + FRAC_PI_2), sin(a))
}

/// The sine of `a`: reduced to [-π/2, π/2] by the sine's symmetries, then its
/// Taylor series to the 11th power (error under 1e-6 there).
fn sin(a: f32) -> f32 {
    let mut x = a - TAU * (a / TAU).round();
    if x > FRAC_PI_2 {
        x = PI - x;
    } else if x < -FRAC_PI_2 {
        x = -PI - x;
    }
    let x2 = x * x;
    x * (1.0 - x2 / 6.0 * (1.0 - x2 / 20.0 * (1.0 - x2 / 42.0 * (1.0 - x2 / 72.0 * (1.0 - x2 / 110.0)))))
}

#[cfg(test)]
mod tests {
    #[test]
    fn agrees_with_the_standard_library_over_several_turns() {
        let mut a = -20.0f32;
        while a < 20.0 {
            let (c, s) = super::cos_sin(a);
            assert!((c - a.cos()).abs() < 2e-6 && (s - a.sin()).abs() < 2e-6, "{a}: {c} {s}");
            a += 0.001;
        }
    }
}
