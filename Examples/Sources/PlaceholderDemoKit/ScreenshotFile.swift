import Foundation
import PlaceholderDemoOptions

/// How both demos write a screenshot: to `<path>.partial`, renamed into
/// place once whole, so that a failure leaves nothing behind and an older
/// file at `path` as it was.
public enum ScreenshotFile {
    /// Calls `save` with the temporary path (it throws with its own
    /// message when it cannot write), then renames the file to `path`;
    /// removes the temporary file on any failure.
    public static func write(to path: String, _ save: (_ temporary: String) throws(DemoFailure) -> Void)
        throws(DemoFailure)
    {
        let temporary = path + ".partial"
        do {
            try save(temporary)
        } catch {
            _ = unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            _ = unlink(temporary)
            throw DemoFailure("cannot write \(path): \(reason)")
        }
    }
}
