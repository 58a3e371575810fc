import SwiftUI

enum ClimbFinderBuilder {
    static func build(wall: WallService) -> some View {
        let interactor = ClimbFinderInteractor(wall: wall)
        let presenter = ClimbFinderPresenter(interactor: interactor)
        return ClimbFinderView(presenter: presenter)
    }
}

struct ClimbFinderView: View {
    @ObservedObject var presenter: ClimbFinderPresenter

    var body: some View {
        NavigationStack {
            List(presenter.results) { route in
                LabeledContent(route.name, value: "\(route.grade) · \(route.wall)")
            }
            .overlay {
                if presenter.results.isEmpty && !presenter.query.isEmpty {
                    ContentUnavailableView.search(text: presenter.query)
                }
            }
            .navigationTitle("Search")
            .searchable(text: $presenter.query, prompt: "Name or grade")
            .task(id: presenter.query) { await presenter.search() }
        }
    }
}

@MainActor
final class ClimbFinderPresenter: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [ClimbingRoute] = []

    private let interactor: ClimbFinderInteractor

    init(interactor: ClimbFinderInteractor) {
        self.interactor = interactor
    }

    func search() async {
        results = await interactor.routes(matching: query)
    }
}

final class ClimbFinderInteractor {
    private let wall: WallService

    init(wall: WallService) {
        self.wall = wall
    }

    func routes(matching query: String) async -> [ClimbingRoute] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        return await wall.search(trimmed)
    }
}
