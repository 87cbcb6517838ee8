import CPlaceholderGtk3
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// A `PtvPlaceholder` holds no reference to a view only the app holds
/// (also run under memcheck); the behaviour suite covers the other
/// lifetimes on both toolkits.
final class PtvPlaceholderLifetimeTests: XCTestCase {
    func testTheObjectDoesNotKeepTheViewAliveAndIsInertOnceItIsFinalized() {
        gtkTest {
            let logs = LogCollector()
            let view = gtk_text_view_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(view))
            let viewProbe = FinalizationProbe(view)
            let object = g_object_new_with_properties(placeholderType(), 0, nil, nil)!
            defer { g_object_unref(object) }
            let properties = ObjectProperties(object)
            properties.set("text-view", object: UnsafeMutableRawPointer(view))
            properties.set("text", "Outlives its view")
            g_object_unref(UnsafeMutableRawPointer(view))
            XCTAssertTrue(viewProbe.finalized, "the object holds no reference to the view")
            XCTAssertNil(properties.object("text-view"))
            XCTAssertFalse(properties.bool("showing"))
            XCTAssertEqual(logs.messages, [])
            properties.set("text", "Ignored")
            properties.set("centered", true)
            XCTAssertEqual(properties.string("text"), "Outlives its view", "sets are refused once the view is gone")
            XCTAssertFalse(properties.bool("centered"))
            XCTAssertEqual(logs.messages, ["text", "centered"].map {
                "Ptv: ptv_placeholder_set_property (PtvPlaceholder:\($0)): assertion 'the placeholder's view is alive' failed"
            })
        }
    }
}
