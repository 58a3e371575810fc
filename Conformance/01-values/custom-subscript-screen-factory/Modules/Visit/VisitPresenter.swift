import Foundation

final class VisitPresenter {
    weak var view: VisitViewController?
    var router: VisitRouter!
    private let highlightedExhibitID = 1874
    private var currentRoomCode = "B2"

    func didTapHighlight() {
        router.openExhibit(id: highlightedExhibitID)
    }

    func didTapWhereAmI() {
        router.openFloorPlan(room: currentRoomCode)
    }
}
