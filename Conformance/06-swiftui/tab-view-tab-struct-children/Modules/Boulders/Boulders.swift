import SwiftUI

enum BouldersBuilder {
    static func build(wall: WallService) -> some View {
        let interactor = BouldersInteractor(wall: wall)
        let presenter = BouldersPresenter(interactor: interactor)
        return BouldersView(presenter: presenter)
    }
}

struct BouldersView: View {
    @ObservedObject var presenter: BouldersPresenter

    var body: some View {
        NavigationStack {
            List {
                ForEach(presenter.walls, id: \.self) { wall in
                    Section(wall) {
                        ForEach(presenter.routes(on: wall)) { route in
                            LabeledContent(route.name, value: route.grade)
                        }
                    }
                }
            }
            .navigationTitle("Boulders")
            .refreshable { await presenter.load() }
            .task { await presenter.load() }
        }
    }
}

@MainActor
final class BouldersPresenter: ObservableObject {
    @Published private(set) var routes: [ClimbingRoute] = []

    private let interactor: BouldersInteractor

    init(interactor: BouldersInteractor) {
        self.interactor = interactor
    }

    var walls: [String] {
        Array(Set(routes.map(\.wall))).sorted()
    }

    func routes(on wall: String) -> [ClimbingRoute] {
        routes.filter { $0.wall == wall }
    }

    func load() async {
        routes = await interactor.routes()
    }
}

final class BouldersInteractor {
    private let wall: WallService

    init(wall: WallService) {
        self.wall = wall
    }

    func routes() async -> [ClimbingRoute] {
        await wall.routes().sorted { $0.grade < $1.grade }
    }
}
