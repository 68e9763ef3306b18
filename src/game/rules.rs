//! Rule sets: which repetition rule a game is judged by, and the natural move limit.
//!
//! The default, [`RuleSet::ASIAN`], follows the Asian Xiangqi Federation (AXF) rules as
//! published in English by the World Xiangqi Federation (wxf.org, "Asia rule"): the
//! side that perpetually checks loses (AXF rule 6), mutual perpetual check is a draw
//! (rule 7), a perpetual chase of an unprotected piece, or of a rook by a horse or
//! cannon, loses (rules 18 onwards), and a repetition in which neither side breaks a
//! rule is a draw (rule 5). Tournaments add a limit on moves without a capture; the
//! usual figure, 60 moves by each side, is the default here.

/// How a repeated position is judged.
///
/// ```
/// use xiangqi::RepetitionRule;
/// assert_ne!(RepetitionRule::Asian, RepetitionRule::Casual);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RepetitionRule {
    /// The Asian (AXF) rules: perpetual check loses, perpetual chase loses, check
    /// outweighs chase, anything else is a draw.
    Asian,
    /// A casual rule: the third occurrence of a position is a draw, whoever repeats.
    Casual,
}

/// The rules a [`Game`](crate::Game) is judged by.
///
/// Read from text by name: `asian` or `casual` (any case), as
/// [`RuleSet::ASIAN`] and [`RuleSet::CASUAL`].
///
/// ```
/// use xiangqi::{RepetitionRule, RuleSet};
/// let rules = RuleSet::default();
/// assert_eq!(rules, RuleSet::ASIAN);
/// assert_eq!(rules.move_limit, Some(120));
/// let casual = RuleSet::CASUAL.with_move_limit(None);
/// assert_eq!(casual.repetition, RepetitionRule::Casual);
/// assert_eq!("Casual".parse(), Ok(RuleSet::CASUAL));
/// assert!("chinese".parse::<RuleSet>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct RuleSet {
    /// How a position occurring for the third time is judged.
    pub repetition: RepetitionRule,
    /// Plies without a capture after which the game is drawn (`None`: no limit). The
    /// count includes the halfmove clock of the start position's FEN.
    pub move_limit: Option<u32>,
}

impl RuleSet {
    /// The Asian (AXF) rules with the natural limit of 60 moves each (120 plies).
    ///
    /// ```
    /// assert_eq!(xiangqi::RuleSet::ASIAN.move_limit, Some(120));
    /// ```
    pub const ASIAN: RuleSet = RuleSet {
        repetition: RepetitionRule::Asian,
        move_limit: Some(120),
    };

    /// Casual play: a third repetition is a draw; the same move limit.
    ///
    /// ```
    /// assert_eq!(xiangqi::RuleSet::CASUAL.repetition, xiangqi::RepetitionRule::Casual);
    /// ```
    pub const CASUAL: RuleSet = RuleSet {
        repetition: RepetitionRule::Casual,
        move_limit: Some(120),
    };

    /// The same rules with another move limit, in plies (`None` for no limit).
    ///
    /// ```
    /// let rules = xiangqi::RuleSet::ASIAN.with_move_limit(Some(100));
    /// assert_eq!(rules.move_limit, Some(100));
    /// ```
    pub const fn with_move_limit(self, plies: Option<u32>) -> RuleSet {
        RuleSet {
            move_limit: plies,
            ..self
        }
    }
}

impl Default for RuleSet {
    fn default() -> RuleSet {
        RuleSet::ASIAN
    }
}

/// Text that names no rule set.
///
/// ```
/// let err = "fide".parse::<xiangqi::RuleSet>().unwrap_err();
/// assert_eq!(err.to_string(), "\"fide\" is not a rule set: expected asian or casual");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a rule set: expected asian or casual")]
pub struct ParseRuleSetError(pub String);

impl std::str::FromStr for RuleSet {
    type Err = ParseRuleSetError;

    fn from_str(s: &str) -> Result<RuleSet, ParseRuleSetError> {
        let name = s.trim();
        if name.eq_ignore_ascii_case("asian") {
            Ok(RuleSet::ASIAN)
        } else if name.eq_ignore_ascii_case("casual") {
            Ok(RuleSet::CASUAL)
        } else {
            Err(ParseRuleSetError(s.to_owned()))
        }
    }
}
