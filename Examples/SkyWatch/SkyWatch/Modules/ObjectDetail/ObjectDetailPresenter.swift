import Combine

final class ObjectDetailPresenter: ObservableObject, ObjectDetailPresenterInput {
    let object: SkyObject
    @Published var showsLog = false
    @Published var showsStarMap = false

    init(object: SkyObject) {
        self.object = object
    }

    func didTapLog() {
        showsLog = true
    }

    func didTapStarMap() {
        showsStarMap = true
    }
}
