/// What a build keeps for the next one. Each stage reads it and decides itself what it hands over, keeps or frees.
///
/// A one-shot build (`specimen build`) keeps nothing for a next build: each value goes with the last stage that
/// reads it, so that the build never holds the whole site twice. A build whose memo the next build reads
/// (`specimen serve`) keeps every stage's output beside the inputs it was made from, and the built files' bytes,
/// so that the next build redoes only what a change reaches and updates the output folder in place.
enum Retention: Sendable {
    /// Nothing is kept: a page's source bytes go to the parse stage alone and its body HTML to the render stage
    /// alone, each freed with its page; a page's HTML is held only while it is read and sent to the staging
    /// folder's writers; links that need no other page's ids are checked as each page is rendered; and the site is
    /// freed on another thread once the report is made.
    case oneShot
    /// Everything a next build compares with is kept: the parsed pages, each page's render key and HTML, what the
    /// search index and the link check read from it, the index's files and the files the write stage left.
    case reusable
}
