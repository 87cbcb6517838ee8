import CPlaceholderGtk3
import FoundationXML
import PlaceholderTestSupportGtk3
import XCTest

@testable import PlaceholderTextView

/// The Glade catalog describes the type as it is.
final class GladeCatalogTests: XCTestCase {
    private let catalog = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/glade/placeholder-text-view.xml")

    func testTheCatalogIsValidAgainstGladesOwnDocumentTypeDefinition() throws {
        guard distributionShips(gladePackage) else {
            throw XCTSkip("Glade's DTD: this release does not ship Glade (\(gladePackage)), nothing to check against")
        }
        let result = try runChildProcess(
            "/usr/bin/xmllint", ["--noout", "--dtdvalid", "/usr/share/glade/catalogs/glade-catalog.dtd", catalog.path],
            mergeErrors: true)
        XCTAssertEqual(result.status, 0, "xmllint (libxml2-utils) and Glade's DTD (glade) are needed: \(result.output)")
    }

    func testTheCatalogNamesTheTypeAndEveryPropertyItHas() throws {
        let document = try XMLDocument(contentsOf: catalog)
        let classes = try document.nodes(forXPath: "//glade-widget-class")
        XCTAssertEqual(classes.compactMap { ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue }, ["PtvPlaceholder"])
        let catalogued = Set(try document.nodes(forXPath: "//glade-widget-class/properties/property")
            .compactMap { ($0 as? XMLElement)?.attribute(forName: "id")?.stringValue })
        let library = try document.nodes(forXPath: "/glade-catalog").first as? XMLElement
        XCTAssertEqual(library?.attribute(forName: "library")?.stringValue, "ptv-3", "the C library Glade loads it from")
        gtkTest {
            let objectClass = g_type_class_ref(placeholderType())!.assumingMemoryBound(to: GObjectClass.self)
            defer { g_type_class_unref(objectClass) }
            var count: guint = 0
            let specs = g_object_class_list_properties(objectClass, &count)!
            defer { g_free(specs) }
            let names = Set((0..<Int(count)).map { String(cString: g_param_spec_get_name(specs[$0]!)) })
            XCTAssertEqual(catalogued, names)
        }
    }
}
