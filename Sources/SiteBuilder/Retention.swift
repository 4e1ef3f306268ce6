/// What a build keeps and what it lets go of, decided in one place.
///
/// A one-shot build (`specimen build`) keeps nothing for a next build. It hands each page's source bytes to the
/// parse stage and each page's body to the render stage, so that each is freed with its page; it holds a page's
/// HTML only while the page is read and waits for the staging folder's writers; it checks most links as each page is
/// rendered and keeps only those that need every page's ids; and it frees the whole site on another thread once
/// the report is made.
///
/// A build whose memo the next build reads (`specimen serve`) keeps every stage's output beside the inputs it was
/// made from, and the built files' bytes, so that the next build redoes only what a change reaches and updates
/// the output folder in place.
struct Retention: Sendable {
    /// Whether the memo keeps what the next build compares with.
    let keepsMemo: Bool

    static let oneShot = Retention(keepsMemo: false)
    static let reusable = Retention(keepsMemo: true)

    /// Each page's source bytes go to the parse stage alone, which frees them with the page's parse.
    var handsOverSources: Bool { !keepsMemo }
    /// Each page's body HTML goes to the render stage alone, which frees it with the page.
    var handsOverBodies: Bool { !keepsMemo }
    /// The pages the parse stage made are kept with their files, for the next build to compare.
    var keepsParsedPages: Bool { keepsMemo }
    /// Each page's key (what its HTML is made from) is worked out, for the next build to compare.
    var keysRenderedPages: Bool { keepsMemo }
    /// A page's links that need no other page's ids are checked as it is rendered and not kept; a memo keeps every
    /// reference, since the files they were checked against may change.
    var checksLinksWhileRendering: Bool { !keepsMemo }
    /// The built files' bytes stay in memory after the render stage: when the write stage needs them (there is no
    /// staging folder) or the memo does.
    func keepsBuiltFiles(staging: Bool) -> Bool { !staging || keepsMemo }
    /// What the search index and the link check read from each page is kept with the page's HTML.
    var keepsFileReadings: Bool { keepsMemo }
    /// The files the write stage left in the output folder are kept, so that the next write updates only those
    /// that changed.
    var keepsWrittenFiles: Bool { keepsMemo }
    /// The bodies freed page by page during rendering leave the allocator's arenas full of holes that the index's
    /// larger allocations do not fit: the builder's `releaseFreeMemory` hands them back before the index is made.
    var releasesFreeMemoryAfterRendering: Bool { handsOverBodies }
    /// The site is freed on another thread after the report, so that freeing its pages one by one holds up
    /// neither the report nor the command's exit.
    var freesSiteInBackground: Bool { !keepsMemo }
}
