import SwiftUI

struct Firing: Identifiable {
    let id: Int
    let kiln: String
    let cone: String
    let date: Date
}

// MARK: - View

struct FiringLogView: View {
    @ObservedObject var presenter: FiringLogPresenter

    var body: some View {
        NavigationStack {
            List(presenter.firings) { firing in
                VStack(alignment: .leading, spacing: 4) {
                    Text("\(firing.kiln) · cone \(firing.cone)")
                        .font(.headline)
                    Text(firing.date, style: .date)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle(presenter.title)
            .task { presenter.load() }
        }
    }
}

// MARK: - Presenter

@MainActor
final class FiringLogPresenter: ObservableObject {
    @Published private(set) var firings: [Firing] = []
    let title: String

    private let interactor: FiringLogInteractor

    init(studio: String, interactor: FiringLogInteractor) {
        self.title = studio
        self.interactor = interactor
    }

    func load() {
        firings = interactor.recentFirings()
    }
}

// MARK: - Interactor

final class FiringLogInteractor {
    func recentFirings() -> [Firing] {
        let day: TimeInterval = 86_400
        return [
            Firing(id: 1, kiln: "Big electric", cone: "04", date: Date().addingTimeInterval(-2 * day)),
            Firing(id: 2, kiln: "Big electric", cone: "6", date: Date().addingTimeInterval(-5 * day)),
            Firing(id: 3, kiln: "Test kiln", cone: "6", date: Date().addingTimeInterval(-9 * day))
        ]
    }
}

// MARK: - Builder

enum FiringLogBuilder {
    @MainActor
    static func build(studio: String) -> some View {
        FiringLogView(presenter: FiringLogPresenter(studio: studio, interactor: FiringLogInteractor()))
    }
}
