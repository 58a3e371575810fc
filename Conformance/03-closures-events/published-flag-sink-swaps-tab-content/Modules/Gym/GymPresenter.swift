import Combine
import SwiftUI

struct Wall: Identifiable {
    let id: Int
    let name: String
    let style: String
    let resetOn: Date
}

@MainActor
final class GymPresenter: ObservableObject {
    @Published private(set) var accountTab: AnyView?
    let walls: [Wall]

    private let router: GymRouter
    private var cancellables = Set<AnyCancellable>()

    init(state: AccountState, router: GymRouter) {
        self.router = router
        self.walls = [
            Wall(id: 0, name: "The Cave", style: "Overhang", resetOn: Date().addingTimeInterval(-86_400 * 3)),
            Wall(id: 1, name: "Slab Alley", style: "Slab", resetOn: Date().addingTimeInterval(-86_400 * 10)),
            Wall(id: 2, name: "Comp Wall", style: "Vertical", resetOn: Date().addingTimeInterval(-86_400))
        ]
        state.$signedIn
            .sink { [weak self] isIn in
                self?.accountTab = isIn ? self?.router.makeMembershipView() : self?.router.makeSignInView()
            }
            .store(in: &cancellables)
    }
}
