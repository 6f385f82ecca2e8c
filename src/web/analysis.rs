//! The analysis of a game for JavaScript (the complete module, `--features learn`):
//! an [`Analysis`] steps through a record one ply at a time, so the page's worker
//! reports each grade as it comes, shows progress, and stops when it is told to
//! (it simply asks for no more steps). Everything it returns is plain data.

use wasm_bindgen::prelude::*;

use super::{err, string_arg, to_js};
use crate::analysis::{analysis_from_record, AnyAnalysis, Settings};

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
/** How an analysis searches; every field may be left out. */
export interface AnalysisOptions {
  /** The level whose search judges each position, 1 to 4 (default 4, the strongest). */
  level?: 1 | 2 | 3 | 4;
  /** A node budget instead of the level's (moulin positions, scaled per game like the levels'). */
  nodes?: number;
}
/** A decision's grade, by the winning chances it lost: best, good, then ≥ 0.10, ≥ 0.20, ≥ 0.30. */
export type AnalysisGrade = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';
/** A move of a line, with its side and its words. */
export interface AnalysisLineMove { move: string; side: 0 | 1; words: GameNote }
/** One ply of the record, analysed. Chances are from 0 to 1. */
export interface AnalysisPly {
  /** Its index among the record's moves, from 0. */
  ply: number;
  move: string;
  /** Who played it, `null` for a roll. */
  side: 0 | 1 | null;
  /** Its clicks, and where its arrow starts (`null`: a piece put down) and ends. */
  cells: number[]; from: number | null; to: number | null;
  words: GameNote;
  /** The first side's winning chances before and after it, each position's own search. */
  before: number; after: number;
  /** A player's decision, `null` for a roll. */
  decision: {
    grade: AnalysisGrade;
    /** The mover's chances lost against the best move. */
    loss: number;
    best_chances: number; played_chances: number;
    searched_best: boolean; forced: boolean;
    /** For a decision that is not best: the better move, its arrow and words, what
     * follows it, and `explanation`, words to show in order (« Mieux : c4 — », …). */
    better: { move: string; cells: number[]; from: number | null; to: number | null; words: GameNote;
              line: AnalysisLineMove[]; explanation: GameNote[] } | null;
    /** What the search expects after the move played, and that in words. */
    punished_by: AnalysisLineMove[]; punishment: GameNote[];
    depth: number; nodes: number;
  } | null;
  /** A roll's luck: the swing in the shooter's chances against their expectation. */
  roll: { side: 0 | 1; face: string; luck: number; words: GameNote } | null;
  /** The turn this ply ends, graded whole (its dice left out). */
  turn: { side: 0 | 1; first_ply: number; last_ply: number; actions: number; grade: AnalysisGrade; loss: number; luck: number } | null;
}
/** Counts of each grade. */
export interface AnalysisCounts { best: number; good: number; inaccuracy: number; mistake: number; blunder: number }
/** The analysis so far: every ply, the graph's points and a summary per side. */
export interface AnalysisReport {
  game: string;
  level: number;
  plies: AnalysisPly[];
  /** The first side's winning chances at the start and after each ply. */
  chances: number[];
  summary: [{ actions: AnalysisCounts; turns: AnalysisCounts; mean_loss: number; luck: number },
            { actions: AnalysisCounts; turns: AnalysisCounts; mean_loss: number; luck: number }];
}
"#;

/// The analysis of a game record, a ply at a time: `new Analysis(recordJson, {level})`,
/// then `step()` until it returns `undefined`, then `report()`. Each step searches about
/// one position at the level (level 4: a second or two in moulin's placing phase, less
/// elsewhere), so a worker calls it in a loop and posts each ply to the page.
#[wasm_bindgen]
pub struct Analysis {
    inner: AnyAnalysis,
}

/// A whole number option from JavaScript within `range`, or an error naming it.
fn whole(options: &JsValue, name: &str, range: std::ops::RangeInclusive<f64>) -> Result<Option<f64>, JsError> {
    let v = js_sys::Reflect::get(options, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED);
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    match v.as_f64() {
        Some(x) if x.fract() == 0.0 && range.contains(&x) => Ok(Some(x)),
        _ => Err(JsError::new(&format!(
            "the analysis option {name} must be a whole number from {} to {}",
            range.start(),
            range.end()
        ))),
    }
}

#[wasm_bindgen]
impl Analysis {
    /// An analysis of the record `record` (JSON, as `game.record()` gives it) with
    /// `options` (`{level, nodes}`, each optional). Nothing is searched until `step()`.
    ///
    /// # Errors
    ///
    /// A `TypeError` if `record` is not a string; an `Error` for a record that does not
    /// replay (naming the first bad move), or an option out of range.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "string")] record: JsValue,
        #[wasm_bindgen(unchecked_param_type = "AnalysisOptions | undefined")] options: JsValue,
    ) -> Result<Analysis, JsValue> {
        let record = string_arg(&record, "record")?;
        let mut settings = Settings::default();
        if options.is_object() {
            if let Some(level) = whole(&options, "level", 1.0..=4.0)? {
                settings.level = level as u8;
            }
            settings.nodes = whole(&options, "nodes", 1.0..=1e12)?.map(|n| n as u64);
        }
        let inner = analysis_from_record(&record, settings).map_err(err)?;
        Ok(Analysis { inner })
    }

    /// Analyses the next ply and returns it, or `undefined` once every ply is done.
    ///
    /// # Errors
    ///
    /// Never in practice: an `Error` only if the result could not be handed to JavaScript.
    #[wasm_bindgen(unchecked_return_type = "AnalysisPly | undefined")]
    pub fn step(&mut self) -> Result<JsValue, JsError> {
        match self.inner.step() {
            Some(ply) => to_js(&ply),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// How many plies the record has (as many steps).
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.inner.len() as u32
    }

    /// How many plies are analysed so far.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> u32 {
        self.inner.done() as u32
    }

    /// The analysis so far: the plies done, the graph's points and the summary.
    ///
    /// # Errors
    ///
    /// Never in practice: an `Error` only if the result could not be handed to JavaScript.
    #[wasm_bindgen(unchecked_return_type = "AnalysisReport")]
    pub fn report(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.report())
    }
}
