import Foundation
import FoundationXML
import PlaceholderTestImaging
import XCTest

/// The checks of the C library, for either toolkit's installation.
struct CLibraryChecks {
    let installed: CLibraryInstall.Installed
    /// The path of `path` in the repository's `C` folder.
    func source(_ path: String) -> String { FixturePackage.root.appendingPathComponent("C/\(path)").path }
    var gtk: Int { installed.gtk }
    /// The library's pkg-config name.
    var name: String { "ptv-\(gtk)" }

    func makeInstallPutsEveryFileWhereTheDocsSay() throws {
        for path in [
            "lib/lib\(name).so", "lib/lib\(name).so.0", "include/\(name)/ptv.h", "include/\(name)/ptv-version.h",
            "lib/pkgconfig/\(name).pc",
            "share/gir-1.0/Ptv-\(gtk).0.gir", "lib/girepository-1.0/Ptv-\(gtk).0.typelib",
            "share/vala/vapi/\(name).vapi", "share/vala/vapi/\(name).deps",
            "share/cambalache/catalogs/ptv-\(gtk).0.xml",
        ] + (gtk == 3 ? ["share/glade/catalogs/placeholder-text-view.xml",
                         "share/icons/hicolor/scalable/actions/widget-placeholder-text-view-placeholder.svg"] : []) {
            XCTAssertTrue(FileManager.default.fileExists(atPath: installed.prefix.appendingPathComponent(path).path), path)
        }
        let staged = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: staged) }
        let result = try runChildProcess(
            "/usr/bin/env", ["make", "-C", FixturePackage.root.path, "install", "GTK=\(gtk)", "PREFIX=/opt/ptv", "DESTDIR=\(staged.path)"],
            mergeErrors: true)
        XCTAssertEqual(result.status, 0, result.output)
        let pc = try String(contentsOf: staged.appendingPathComponent("opt/ptv/lib/pkgconfig/\(name).pc"), encoding: .utf8)
        XCTAssertTrue(pc.contains("prefix=/opt/ptv\n"), "DESTDIR stages, PREFIX is what the files say: \(pc)")
        let version = try Self.version()
        XCTAssertTrue(pc.contains("Version: \(version)\n"), "the .pc has VERSION's version: \(pc)")
    }

    func theLibraryNeedsOnlyGtkAtRunTimeAndExportsOnlyItsInterface() throws {
        let library = installed.lib.appendingPathComponent("lib\(name).so").path
        let needed = try runChildProcess("/usr/bin/env", ["ldd", library])
        XCTAssertFalse(needed.output.contains("libswift"), "the Swift runtime is linked in: \(needed.output)")
        XCTAssertFalse(needed.output.contains("not found"), needed.output)
        let symbols = try runChildProcess("/usr/bin/env", ["nm", "-D", "--defined-only", "--extern-only", library])
        let exported = symbols.output.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
        XCTAssertEqual(exported.count, 36, "\(exported)")
        XCTAssertTrue(exported.allSatisfy { $0.hasPrefix("ptv_") }, "\(exported)")
    }

    func theIntrospectionDataDocumentsEveryFunctionAndProperty() throws {
        let gir = try XMLDocument(contentsOf: installed.prefix.appendingPathComponent("share/gir-1.0/Ptv-\(gtk).0.gir"))
        let elements = Self.elements(of: try XCTUnwrap(gir.rootElement()))
        func named(_ kind: String) -> [XMLElement] { elements.filter { $0.localName == kind } }
        let namespace = try XCTUnwrap(named("namespace").first)
        XCTAssertEqual(Self.attribute(namespace, "name"), "Ptv")
        XCTAssertEqual(Self.attribute(namespace, "version"), "\(gtk).0")
        let includes = named("include").compactMap { Self.attribute($0, "name") }
        XCTAssertTrue(includes.contains("Gtk"), "\(includes)")
        func documented(_ kind: String) -> [(String, Bool)] {
            named(kind).compactMap { element in
                guard let name = Self.attribute(element, "name") else { return nil }
                return (name, (element.children ?? []).contains { $0.localName == "doc" })
            }
        }
        let properties = documented("property")
        XCTAssertEqual(
            Set(properties.map(\.0)),
            [
                "text-view", "text", "markup", "color", "hide-while-focused", "centered", "natural-height", "showing",
                "max-length", "limit-mode", "length", "remaining", "over-limit", "return-behavior",
                "shows-counter", "max-lines",
            ])
        XCTAssertEqual(documented("signal").map(\.0), ["activate"])
        XCTAssertEqual(documented("signal").map(\.1), [true], "the activate signal is documented")
        let header = try String(contentsOfFile: source("ptv.h"), encoding: .utf8)
        let declared = Set(header.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"\bptv_[a-z_]+(?= \()"#, options: .regularExpression),
                !line.hasPrefix("#"), !line.contains("G_DECLARE") else { return nil }
            return String(line[range])
        })
        let functions = documented("method") + documented("constructor") + documented("function")
        let introspected = elements.compactMap { element in
            element.attributes?.first { $0.localName == "identifier" || $0.name == "glib:get-type" }?.stringValue
        }
        XCTAssertTrue(declared.isSubset(of: Set(introspected)), "missing from the GIR: \(declared.subtracting(introspected))")
        for (name, hasDoc) in properties + functions { XCTAssertTrue(hasDoc, "\(name) has no documentation in the GIR") }

        // What Vala, Rust and the other bindings read from it.
        let error = try XCTUnwrap(named("enumeration").first { Self.attribute($0, "name") == "PlaceholderError" })
        XCTAssertEqual(Self.attribute(error, "glib:error-domain"), "ptv-placeholder-error-quark", "an error domain")
        XCTAssertEqual(Self.attribute(error, "glib:get-type"), "ptv_placeholder_error_get_type", "a registered GEnum")
        XCTAssertTrue(named("function").contains { Self.attribute($0, "name") == "init" }, "Ptv.init()")
        // The version macros of the generated ptv-version.h, from VERSION.
        let constants = Dictionary(
            named("constant").compactMap { element in
                Self.attribute(element, "name").map { ($0, Self.attribute(element, "value") ?? "") }
            }, uniquingKeysWith: { first, _ in first })
        let version = try Self.version().split(separator: ".").map(String.init)
        XCTAssertEqual(
            ["MAJOR_VERSION", "MINOR_VERSION", "MICRO_VERSION"].map { constants[$0] ?? "none" }, version, "\(constants)")
        func method(_ name: String) throws -> XMLElement {
            try XCTUnwrap(named("method").first { Self.attribute($0, "name") == name }, name)
        }
        XCTAssertEqual(Self.attribute(try method("set_markup"), "throws"), "1", "set_markup throws")
        let getter = try XCTUnwrap(Self.elements(of: try method("get_text_view")).first { $0.localName == "return-value" })
        XCTAssertEqual(Self.attribute(getter, "nullable"), "1", "the view may be gone")
        let vapi = try String(
            contentsOf: installed.prefix.appendingPathComponent("share/vala/vapi/\(name).vapi"), encoding: .utf8)
        for line in ["public errordomain PlaceholderError", "public Gtk.TextView? text_view { get; set; }",
                     "public string? markup { owned get; set; }", "public static void init ();"] {
            XCTAssertTrue(vapi.contains(line), "the .vapi has \(line)")
        }
    }

    /// The version the VERSION file at the repository's root states.
    private static func version() throws -> String {
        try String(contentsOf: FixturePackage.root.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// An attribute's value, looked up by name (`attribute(forName:)` finds
    /// nothing in a document with a default namespace, as GIR files have).
    private static func attribute(_ element: XMLElement, _ name: String) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// `element` and every element under it.
    private static func elements(of element: XMLElement) -> [XMLElement] {
        [element] + (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap { elements(of: $0) }
    }

    func fromC(underMemcheck: Bool) throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let program = output.appendingPathComponent("test-ptv").path
        try compileC(
            ["test-ptv.c", "test-ptv-ui.c", "test-ptv-composer.c", "test-ptv-observers.c", "test-ptv-faces.c"],
            into: program)
        let run = try runChildProcess(program, [output.path], environment: installed.environment)
        assertAllChecksPassed(run)
        try CLibraryInstall.assertPlaceholderMatchesTyped(in: output, "C, GTK \(gtk)")
        guard underMemcheck else { return }
        let log = output.appendingPathComponent("memcheck.log").path
        let memcheck = try runChildProcess(
            "/bin/bash", [source("tests/memcheck.sh"), log, program, output.path],
            environment: installed.environment, mergeErrors: true)
        XCTAssertEqual(memcheck.status, 0, memcheck.output)
        XCTAssertTrue(memcheck.output.contains("attributable to the C library: 0"), memcheck.output)
        XCTAssertTrue(memcheck.output.contains("all checks passed"), "the checks pass under memcheck too: \(memcheck.output)")
    }

    /// Compiles the C files `sources` of `C/tests` with gcc, warnings as
    /// errors, against the installed library (its pkg-config file) into
    /// `program`.
    func compileC(
        _ sources: [String], into program: String, packages: [String] = [], file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let flags = try runChildProcess(
            "/usr/bin/env", ["pkg-config", "--cflags", "--libs", name] + packages, environment: installed.environment)
        XCTAssertEqual(flags.status, 0, flags.errors, file: file, line: line)
        let compile = try runChildProcess(
            "/usr/bin/env",
            ["gcc", "-gdwarf-4", "-Wall", "-Werror", "-o", program] + sources.map { source("tests/\($0)") }
                + flags.output.split(whereSeparator: \.isWhitespace).map(String.init),
            mergeErrors: true)
        XCTAssertEqual(compile.status, 0, compile.output, file: file, line: line)
    }

    func fromPython() throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try python("test_ptv.py", [output.path, "\(gtk)"], environment: installed.environment)
        assertAllChecksPassed(run)
        XCTAssertFalse(run.errors.contains("Warning"), "nor Python's own warnings: \(run.errors)")
        try CLibraryInstall.assertPlaceholderMatchesTyped(in: output, "Python, GTK \(gtk)")
    }

    /// A Vala program built with valac against the installed .vapi: a .ui
    /// file after Ptv.init(), and the error domain caught by its code.
    func fromVala() throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let program = output.appendingPathComponent("test-ptv-vala").path
        let compile = try runChildProcess(
            "/usr/bin/env",
            ["valac", "--vapidir", installed.prefix.appendingPathComponent("share/vala/vapi").path, "--pkg", name,
             "-X", "-Werror=implicit-function-declaration", "-o", program]
                + (gtk == 4 ? ["-D", "GTK4"] : []) + [source("tests/test-ptv.vala")],
            environment: installed.environment, mergeErrors: true)
        XCTAssertEqual(compile.status, 0, compile.output)
        XCTAssertFalse(compile.output.contains("warning"), compile.output)
        let run = try runChildProcess(program, [], environment: installed.environment)
        assertAllChecksPassed(run)
    }

    func fromJavaScript() throws {
        let output = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try runChildProcess("/usr/bin/gjs", [source("tests/test-ptv.js"), output.path, "\(gtk)"],
                                      environment: installed.environment)
        assertAllChecksPassed(run)
        try CLibraryInstall.assertPlaceholderMatchesTyped(in: output, "JavaScript, GTK \(gtk)")
    }

    /// Runs the Python script `script` of `C/tests` with `arguments`.
    func python(_ script: String, _ arguments: [String], environment: [String: String?]) throws -> ChildProcessResult {
        try runChildProcess("/usr/bin/python3", [source("tests/\(script)")] + arguments, environment: environment)
    }

    /// Asserts that a test program ran to its end: it exits 0, says so, and
    /// GLib logged no warning or critical on the way; `context` leads every
    /// failure's message (a seed to replay, say).
    func assertAllChecksPassed(
        _ run: ChildProcessResult, _ context: String = "", file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(run.status, 0, "\(context)\(run.output)\(run.errors)", file: file, line: line)
        XCTAssertTrue(run.output.contains("all checks passed"), context + run.output, file: file, line: line)
        XCTAssertFalse(
            run.errors.contains("WARNING") || run.errors.contains("CRITICAL"), context + run.errors, file: file, line: line)
    }
}
