//! The `Date` tag's value for a moment, as PGN writes dates.

use std::time::SystemTime;

/// The date (UTC) of `when` as a PGN `Date` tag writes it, `YYYY.MM.DD`; moments before
/// 1970 give 1970.01.01.
///
/// ```
/// use std::time::{Duration, SystemTime};
/// let day = SystemTime::UNIX_EPOCH + Duration::from_secs(20_788 * 86_400 + 3_600);
/// assert_eq!(xiangqi::pgn::date_tag(day), "2026.12.01");
/// ```
pub fn date_tag(when: SystemTime) -> String {
    let days = when
        .duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let (y, m, d) = civil_from_days(i64::try_from(days).unwrap_or(0));
    format!("{y:04}.{m:02}.{d:02}")
}

/// The proleptic Gregorian date of a day counted from 1970-01-01 (the calendar's
/// 400-year cycle of 146,097 days, counted from 0000-03-01 so that leap days fall last;
/// Howard Hinnant's published `civil_from_days` algorithm).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_788), (2026, 12, 1));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}
