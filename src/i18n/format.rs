//! Filling a message's placeholders: the one formatter of the app (the page calls it
//! through `text()` of the JavaScript API), so grammar is handled once, in the messages.
//!
//! A placeholder is one of:
//! - `{name}`: the argument `name`. An argument written `@id` is a reference to
//!   another message (a side's name, a piece's), which is said in the same language.
//! - `{name.form}`: a grammatical form of the referenced message, its attribute
//!   `.form` in this language (« aux Blancs » for `{side.to}` in French), or the
//!   message itself where this language has no such form.
//! - `{name -> [key] text *[other] text}`: the variant whose key is the argument's
//!   value, else, for a number, its plural category (`one` when the shell's
//!   `lang.plural.one` lists it, `other` otherwise), else the starred default. The
//!   variants may hold placeholders of their own.
//! - `{ui:id}`: the message `id` (a control's label named in the rules help).
//!
//! A placeholder without its argument is left as written, so a missing argument shows.

use super::{get, own, Lang};

/// `template` in `lang` with its placeholders filled from `args` (see the module).
pub fn fill(lang: Lang, template: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(len) = closing(&rest[open..]) else {
            out.push_str(&rest[open..]);
            return out;
        };
        let inner = &rest[open + 1..open + len];
        match placeable(lang, inner, args) {
            Some(text) => out.push_str(&text),
            None => out.push_str(&rest[open..=open + len]),
        }
        rest = &rest[open + len + 1..];
    }
    out.push_str(rest);
    out
}

/// The offset of the `}` that closes the `{` at the start of `s`, braces nested.
fn closing(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// The text of one placeholder's inside, or `None` to leave it as written.
fn placeable(lang: Lang, inner: &str, args: &[(&str, &str)]) -> Option<String> {
    if let Some(id) = inner.strip_prefix("ui:") {
        return get(lang, id).map(String::from);
    }
    if let Some((name, variants)) = inner.split_once("->") {
        let value = arg(args, name.trim())?;
        return select(lang, value, variants).map(|v| fill(lang, v.trim(), args));
    }
    let (name, form) = match inner.split_once('.') {
        Some((name, form)) => (name, Some(form)),
        None => (inner, None),
    };
    let value = arg(args, name.trim())?;
    let Some(id) = value.strip_prefix('@') else { return Some(value.to_string()) };
    let formed = form.and_then(|f| own(lang, &format!("{id}.{f}")));
    Some(fill(lang, formed.or_else(|| get(lang, id)).unwrap_or(id), args))
}

fn arg<'a>(args: &[(&str, &'a str)], name: &str) -> Option<&'a str> {
    args.iter().find(|(k, _)| *k == name).map(|(_, v)| *v)
}

/// The variant of `variants` (`[key] text [key] text *[key] text`) for `value`.
fn select<'a>(lang: Lang, value: &str, variants: &'a str) -> Option<&'a str> {
    let list = parse_variants(variants);
    let category = value.parse::<i64>().ok().map(|n| {
        let one = get(lang, "lang.plural.one").unwrap_or("1");
        if one.split_whitespace().any(|x| x.parse() == Ok(n)) {
            "one"
        } else {
            "other"
        }
    });
    let pick = |key: &str| list.iter().find(|(_, k, _)| *k == key).map(|(_, _, t)| *t);
    pick(value).or_else(|| category.and_then(pick)).or_else(|| list.iter().find(|(d, _, _)| *d).map(|(_, _, t)| *t))
}

/// `[key] text` variants as `(is_default, key, text)`; a text runs to the next `[` or
/// `*[` outside braces.
fn parse_variants(s: &str) -> Vec<(bool, &str, &str)> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut starts = Vec::new();
    let bytes = s.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        match b {
            b'{' => depth += 1,
            b'}' => depth = depth.saturating_sub(1),
            b'[' if depth == 0 => {
                let star = i > 0 && bytes[i - 1] == b'*';
                starts.push((if star { i - 1 } else { i }, i, star));
            }
            _ => {}
        }
    }
    for (n, &(_, open, star)) in starts.iter().enumerate() {
        let end = starts.get(n + 1).map_or(s.len(), |&(start, ..)| start);
        let Some(close) = s[open..end].find(']') else { continue };
        out.push((star, s[open + 1..open + close].trim(), &s[open + close + 1..end]));
    }
    out
}

/// The argument names a message uses (`{side.to}` counts as `side`; `{ui:…}` is not an
/// argument), sorted and without repeats: two languages of a message must use the
/// same ones, which the tests check.
pub fn placeholders(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let Some(len) = closing(&rest[open..]) else { break };
        let inner = &rest[open + 1..open + len];
        if !inner.starts_with("ui:") {
            let (name, variants) = inner.split_once("->").unwrap_or((inner, ""));
            let name = name.split('.').next().unwrap_or("").trim();
            names.push(name.to_string());
            for (_, _, v) in parse_variants(variants) {
                names.extend(placeholders(v));
            }
        }
        rest = &rest[open + len + 1..];
    }
    names.sort();
    names.dedup();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_and_forms() {
        let fr = Lang::SOURCE;
        assert_eq!(fill(fr, "{n -> [one] un coup *[other] {n} coups}", &[("n", "1")]), "un coup");
        assert_eq!(fill(fr, "{n -> [one] un coup *[other] {n} coups}", &[("n", "0")]), "un coup");
        assert_eq!(fill(fr, "{n -> [one] un coup *[other] {n} coups}", &[("n", "3")]), "3 coups");
        assert_eq!(fill(fr, "{n -> [0] aucun *[other] {n}}", &[("n", "0")]), "aucun");
        assert_eq!(fill(fr, "{side.to} de jouer", &[("side", "@moulin.side.0")]), "aux Blancs de jouer");
        assert_eq!(fill(fr, "{side} gagnent", &[("side", "@moulin.side.1")]), "les Noirs gagnent");
        assert_eq!(fill(fr, "{side.nowhere} gagnent", &[("side", "@moulin.side.1")]), "les Noirs gagnent");
        assert_eq!(fill(fr, "{side} et {missing}", &[("side", "x")]), "x et {missing}");
        assert_eq!(fill(fr, "« {ui:setup.start} »", &[]), "« Commencer »");
        assert_eq!(fill(fr, "{ unclosed", &[]), "{ unclosed");
        assert_eq!(placeholders("{side.to} {n -> [one] {x} *[other] y} {ui:a.b}"), ["n", "side", "x"]);
    }
}
