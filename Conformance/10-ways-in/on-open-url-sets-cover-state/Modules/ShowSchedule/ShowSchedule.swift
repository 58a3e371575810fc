import SwiftUI

// MARK: - Interactor

final class ShowScheduleInteractor {
    private let catalog: ShowCatalog

    init(catalog: ShowCatalog) {
        self.catalog = catalog
    }

    func tonight() -> [DomeShowInfo] {
        catalog.tonight()
    }
}

// MARK: - Presenter

@MainActor
final class ShowSchedulePresenter: ObservableObject {
    @Published private(set) var shows: [DomeShowInfo] = []

    private let interactor: ShowScheduleInteractor

    init(interactor: ShowScheduleInteractor) {
        self.interactor = interactor
    }

    func onAppear() {
        shows = interactor.tonight()
    }
}

// MARK: - View

struct ShowScheduleView: View {
    @ObservedObject var presenter: ShowSchedulePresenter

    var body: some View {
        NavigationStack {
            List(presenter.shows) { show in
                HStack {
                    Text(show.startsAt)
                        .font(.headline.monospacedDigit())
                    VStack(alignment: .leading) {
                        Text(show.title)
                        Text("\(show.minutes) min · \(show.narrator)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .navigationTitle("Tonight under the dome")
            .onAppear(perform: presenter.onAppear)
        }
    }
}

// MARK: - Builder

enum ShowScheduleBuilder {
    @MainActor
    static func build() -> some View {
        ShowScheduleView(presenter: ShowSchedulePresenter(interactor: ShowScheduleInteractor(catalog: .shared)))
    }
}
