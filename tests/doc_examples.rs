//! Every runnable example in the crate's docs (and its README) asserts something: an
//! example that only runs shows that nothing panics, not what the item does.

use std::path::Path;

/// The Rust code blocks of the doc comments (`///`, `//!`) of a source file, or of a
/// Markdown file, with the line each starts on. Blocks marked `text`, `sh` and the like
/// are not Rust; `ignore` and `compile_fail` blocks do not run.
fn rust_blocks(text: &str, markdown: bool) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut open: Option<(usize, bool, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        let body = if markdown {
            Some(t)
        } else {
            t.strip_prefix("///")
                .or_else(|| t.strip_prefix("//!"))
                .map(|b| b.strip_prefix(' ').unwrap_or(b))
        };
        let Some(body) = body else { continue };
        if let Some(lang) = body.strip_prefix("```") {
            match open.take() {
                None => {
                    let lang = lang.trim();
                    let runs = lang.is_empty()
                        || (lang.starts_with("rust") && !lang.contains("ignore"))
                        || lang == "should_panic";
                    open = Some((i + 1, runs, String::new()));
                }
                Some((start, true, code)) => blocks.push((start, code)),
                Some(_) => {}
            }
        } else if let Some((_, _, code)) = open.as_mut() {
            code.push_str(body);
            code.push('\n');
        }
    }
    blocks
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the source folder is readable") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_doc_example_asserts() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    let mut silent = Vec::new();
    let mut seen = 0;
    for path in files.iter().chain([&root.join("README.md")]) {
        let text = std::fs::read_to_string(path).expect("a readable file");
        let markdown = path.extension().is_some_and(|e| e == "md");
        for (line, code) in rust_blocks(&text, markdown) {
            seen += 1;
            if !code.contains("assert") {
                silent.push(format!("{}:{line}", path.display()));
            }
        }
    }
    assert!(
        seen > 200,
        "only {seen} examples found: is the scanner broken?"
    );
    assert!(
        silent.is_empty(),
        "examples without an assertion:\n{}",
        silent.join("\n")
    );
}

#[test]
fn the_scanner_tells_blocks_apart() {
    let text = "/// ```\n/// assert!(true);\n/// ```\n/// ```text\n/// a0\n/// ```\n//! ```\n//! let x = 1;\n//! ```\n";
    let blocks = rust_blocks(text, false);
    assert_eq!(blocks.len(), 2, "{blocks:?}");
    assert!(blocks[0].1.contains("assert"));
    assert!(!blocks[1].1.contains("assert"));
}
