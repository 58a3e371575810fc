import Foundation

@MainActor
final class RoomsPresenter: ObservableObject {
    @Published private(set) var rooms: [Room] = []
    @Published private(set) var filter = RoomFilter()
    @Published var isFilterSheetShown = false

    private let interactor: RoomsInteractor

    init(interactor: RoomsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        rooms = await interactor.rooms(matching: filter)
    }

    func didTapFilter() {
        isFilterSheetShown = true
    }

    func apply(_ newFilter: RoomFilter) {
        filter = newFilter
        Task { await load() }
    }
}
