import XCTest
@testable import Lifeline

final class NavigatorTests: XCTestCase {

    private var navigator: WindowRootNavigator!
    private var live: Navigating!

    override func setUp() {
        super.setUp()
        live = Navigator.current
        navigator = WindowRootNavigator()
        Navigator.current = navigator
    }

    override func tearDown() {
        Navigator.current = live
        navigator = nil
        super.tearDown()
    }

    func testSelectingASlotShowsItsBooking() throws {
        let slots = DonationSlotsWireframe.makeModule(service: DonorService())
        let list = try XCTUnwrap(slots as? DonationSlotsViewController)
        list.loadViewIfNeeded()
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))

        XCTAssertEqual(navigator.shownSlots, [.sample])
        let booking = try XCTUnwrap(navigator.window.rootViewController as? SlotBookingViewController)
        booking.loadViewIfNeeded()
        XCTAssertEqual(booking.title, "Sat 10:30")
    }

    func testEligibilityButtonShowsQuiz() throws {
        let booking = SlotBookingWireframe.makeModule(slot: .sample)
        booking.loadViewIfNeeded()
        Navigator.current.showEligibilityQuiz(from: booking)

        let quiz = try XCTUnwrap(navigator.window.rootViewController as? EligibilityQuizViewController)
        quiz.loadViewIfNeeded()
        XCTAssertEqual(quiz.tableView.numberOfRows(inSection: 0), 3)
    }
}
