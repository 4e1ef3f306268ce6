import CPlatform
import SiteBuilder

/// The command's memory allocator, which is the program's choice and not the library's: the executable links
/// jemalloc (Package.swift) with its default arenas; the builder only asks, through
/// ``SiteBuilder/releaseFreeMemory``, for freed memory to go back to the system at the point a one-shot build
/// frees the most.
enum Allocator {
    /// `options`' builder, with this process's way of handing freed memory back.
    static func builder(_ options: BuildOptions) -> SiteBuilder {
        var builder = SiteBuilder(options: options)
        builder.releaseFreeMemory = { _ = specimen_release_free_memory() }
        return builder
    }
}
