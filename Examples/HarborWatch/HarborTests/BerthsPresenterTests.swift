import XCTest
@testable import Harbor

final class BerthsPresenterTests: XCTestCase {
    func testSelectingABerthShowsItsDetail() {
        XCTAssertTrue(true)
    }
}
