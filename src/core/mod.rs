//! What every game shares. Nothing here knows a browser exists.

pub mod bits;
pub mod by_side;
pub mod cell;
pub mod describe;
pub mod dice;
pub mod figure;
pub mod game;
pub mod history;
pub mod json;
pub mod lesson;
pub mod line;
pub mod mix;
pub mod motion;
pub mod outcome;
#[cfg(any(feature = "learn", not(target_arch = "wasm32")))]
pub mod packed;
pub mod perft;
pub mod position;
pub mod record;
pub mod scene;
pub mod side;
pub mod solved;
pub mod theme;
pub mod trig;

pub use by_side::BySide;
pub use cell::{Cell, CellPath, Mark};
pub use describe::{check_options, GameInfo, OptionKind, OptionSpec};
pub use dice::Dice;
pub use figure::{Annotation, Figure, Marks};
pub use game::{Game, Note, ParseError, PlayError, ToMove, View};
pub use history::History;
pub use lesson::{Attempt, Input, Lesson, Mistake, Reply, Step, Taught, Verdict};
pub use motion::{Burst, Motion};
pub use outcome::Outcome;
pub use perft::perft;
pub use position::{PositionError, PositionPart};
pub use record::{GameRecord, RecordEnd};
pub use scene::{Color, DrawnPiece, Ghost, Highlights, Scene, Shape, Spot};
pub use side::Side;
pub use solved::Solved;
pub use theme::Theme;
