import SwiftUI

// MARK: - Interactor

final class DomeShowInteractor {
    private let catalog: ShowCatalog

    init(catalog: ShowCatalog) {
        self.catalog = catalog
    }

    func show(id: String) -> DomeShowInfo? {
        catalog.show(id: id)
    }
}

// MARK: - Presenter

@MainActor
final class DomeShowPresenter: ObservableObject {
    @Published private(set) var title = ""
    @Published private(set) var details = ""

    private let showID: String
    private let interactor: DomeShowInteractor

    init(showID: String, interactor: DomeShowInteractor) {
        self.showID = showID
        self.interactor = interactor
    }

    func onAppear() {
        guard let show = interactor.show(id: showID) else {
            title = "Show not found"
            details = "This show is not on tonight's programme."
            return
        }
        title = show.title
        details = "Starts \(show.startsAt) · \(show.minutes) min · narrated by \(show.narrator)"
    }
}

// MARK: - View

struct DomeShowView: View {
    @ObservedObject var presenter: DomeShowPresenter
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.black.ignoresSafeArea()
            VStack(spacing: 12) {
                Image(systemName: "sparkles")
                    .font(.system(size: 48))
                Text(presenter.title)
                    .font(.title.bold())
                Text(presenter.details)
                    .font(.callout)
                    .multilineTextAlignment(.center)
            }
            .foregroundStyle(.white)
            .padding(32)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Button("Close") { dismiss() }
                .foregroundStyle(.white)
                .padding()
        }
        .onAppear(perform: presenter.onAppear)
    }
}

// MARK: - Builder

enum DomeShowBuilder {
    @MainActor
    static func build(id: String) -> some View {
        DomeShowView(presenter: DomeShowPresenter(showID: id, interactor: DomeShowInteractor(catalog: .shared)))
    }
}
