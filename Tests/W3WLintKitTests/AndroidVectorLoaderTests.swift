import Foundation
import XCTest
@testable import W3WLintKit

/// `AndroidVectorLoader`: vector drawables, their paths, colours, groups and tint, measured in dp; export names.
final class AndroidVectorLoaderTests: XCTestCase {
    func testPathsColoursGroupsAndTint() throws {
        let source = """
        <?xml version="1.0" encoding="utf-8"?>
        <vector xmlns:android="http://schemas.android.com/apk/res/android" xmlns:aapt="http://schemas.android.com/aapt"
            android:width="24dp" android:height="24dp" android:viewportWidth="24" android:viewportHeight="24" android:alpha="0.5">
          <path android:pathData="M2,2h20v20h-20z" android:fillColor="#800A3049" android:fillAlpha="0.5"/>
          <group android:name="badge" android:translateX="10" android:scaleX="2" android:scaleY="2" android:pivotX="1" android:pivotY="1">
            <path android:name="dot" android:pathData="M0,0h2v2h-2z" android:fillColor="#F00" android:strokeColor="@color/brand" android:strokeWidth="1"/>
          </group>
          <path android:pathData="M0,0L4,4" android:strokeColor="?attr/colorOnSurface" android:strokeWidth="2"/>
          <path android:pathData="M0,0h1v1z" android:fillColor="#00000000"/>
          <path android:pathData="M0,0h1v1z" android:fillColor="red"/>
          <path android:pathData="M0,0h4v4z"><aapt:attr name="android:fillColor"><gradient android:type="linear">
            <item android:offset="0" android:color="#FFFFFFFF"/><item android:offset="1" android:color="#FF000000"/></gradient></aapt:attr></path>
        </vector>
        """
        let loaded = AndroidVectorLoader().load(contents: Data(source.utf8), file: "res/drawable-night/ic.xml")
        XCTAssertEqual(loaded.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }, [
            "10:3 invalid android:fillColor `red`: not #RGB, #ARGB, #RRGGBB, #AARRGGBB, @color/…, @android:color/… or ?attr/…",
        ])
        let component = try XCTUnwrap(loaded.model.components.first)
        XCTAssertEqual(component.declaredMode, .dark)
        XCTAssertEqual(component.elements.map(\.summary), [
            "4:3 path #0A304980@0.25 none [2,2,22,22]",
            "6:5 path #FF0000@0.5 var(brand)@0.5 [9,-1,13,3]",
            "8:3 path none context(?attr/colorOnSurface)@0.5 [0,0,4,4]",
            "11:3 path gradient(#FFFFFF #000000)@0.5 none [0,0,4,4]",
        ])
        XCTAssertEqual(component.elements[1].path, "vector > group#badge > path#dot")
        XCTAssertFalse(AndroidVectorLoader().canLoad(path: "res/values/colors.xml"))
        XCTAssertTrue(AndroidVectorLoader().canLoad(path: "app/src/main/res/drawable-night-v24/ic.xml"))
        // Other drawables are checked for well-formedness only.
        XCTAssertEqual(AndroidVectorLoader().load(contents: Data("<shape/>".utf8), file: "res/drawable/s.xml").model.components.count, 0)
        let tinted = AndroidVectorLoader().load(contents: Data("""
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:tint="#FFFFFF" android:viewportWidth="1" android:viewportHeight="1">
          <path android:pathData="M0,0h1v1z" android:fillColor="#000"/>
        </vector>
        """.utf8), file: "res/drawable/t.xml")
        XCTAssertEqual(tinted.model.components.first?.elements.map(\.fill.paint.summary), ["#FFFFFF"])
    }

    func testExportNames() {
        let cases: [(String, String)] = [
            ("Button/Type=Primary, Mode=Light.svg", "light Button/Type=Primary, Mode=.svg Button/Type=Primary, Mode=Dark.svg"),
            ("Button/Mode=Dark.svg", "dark Button/Mode=.svg -"),
            ("icons/close-dark.svg", "dark icons/close.svg -"),
            ("icons/close_Light.svg", "light icons/close.svg icons/close_Dark.svg"),
            ("icons/close.light.svg", "light icons/close.svg icons/close.dark.svg"),
            ("exports/light/card.svg", "light exports/card.svg exports/dark/card.svg"),
            ("res/drawable-night-v24/ic.xml", "dark res/drawable-v24/ic.xml -"),
            ("res/drawable/ic.xml", "- res/drawable/ic.xml res/drawable-night/ic.xml"),
            ("icons/close.svg", "- icons/close.svg -"),
            ("icons/highlight.svg", "- icons/highlight.svg -"),
        ]
        for (path, expected) in cases {
            let name = ExportName(path: path)
            XCTAssertEqual("\(name.mode?.rawValue ?? "-") \(name.variantKey) \(name.darkTwin ?? "-")", expected, path)
        }
    }

    /// An Android vector drawable is measured at its `android:width` × `android:height` (dp), not its viewport.
    func testAndroidVectorsAreMeasuredInDp() {
        let icon = """
        <vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp" android:height="24dp"
            android:viewportWidth="960" android:viewportHeight="960">
          <path android:fillColor="#000000" android:pathData="M120,120h720v720h-720z"/>
        </vector>
        """
        let loaded = AndroidVectorLoader().load(contents: Data(icon.utf8), file: "res/drawable/ic_close.xml")
        let component = try? XCTUnwrap(loaded.model.components.first)
        XCTAssertEqual(component?.viewport, BoundingBox(x: 0, y: 0, width: 24, height: 24))
        XCTAssertEqual(component?.elements.first?.bounds, BoundingBox(minX: 3, minY: 3, maxX: 21, maxY: 21))
        let result = lint([("res/drawable/close_icon.xml", icon)], rules: [ComponentSizeRule()], presets: chosenPresets())
        XCTAssertEqual(result.findings.map(\.message), [
            "height 24 of icon `close_icon` (export) is not an icon size preset; nearest: small (16) or medium (32)",
        ])
        // A size given by a resource is not known: the viewport stands.
        let byResource = icon.replacingOccurrences(of: "android:width=\"24dp\"", with: "android:width=\"@dimen/icon\"")
        let viewport = AndroidVectorLoader().load(contents: Data(byResource.utf8), file: "res/drawable/ic_close.xml").model.components.first?.viewport
        XCTAssertEqual(viewport, BoundingBox(x: 0, y: 0, width: 960, height: 960))
        XCTAssertEqual(AndroidVectorBuilder.dimension("24dip"), 24)
        XCTAssertNil(AndroidVectorBuilder.dimension("-3dp"))
    }
}
