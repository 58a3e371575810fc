import SwiftUI

enum WelcomeTourBuilder {
    static func build() -> some View {
        let interactor = WelcomeTourInteractor(preferences: .shared)
        let presenter = WelcomeTourPresenter(interactor: interactor)
        return WelcomeTourView(presenter: presenter)
    }
}

struct WelcomeTourView: View {
    @ObservedObject var presenter: WelcomeTourPresenter

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $presenter.page) {
                ForEach(Array(presenter.tips.enumerated()), id: \.offset) { index, tip in
                    VStack(spacing: 12) {
                        Image(systemName: tip.symbol).font(.system(size: 56))
                        Text(tip.title).font(.title2.bold())
                        Text(tip.body).multilineTextAlignment(.center)
                    }
                    .padding()
                    .tag(index)
                }
            }
            .tabViewStyle(.page)
            Button(presenter.isLastPage ? "Start brewing" : "Next") {
                presenter.didTapPrimary()
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(.bottom, 32)
    }
}

@MainActor
final class WelcomeTourPresenter: ObservableObject {
    struct Tip {
        let symbol: String
        let title: String
        let body: String
    }

    let tips = [
        Tip(symbol: "drop", title: "Log every batch", body: "Record your recipe, brew day and original gravity."),
        Tip(symbol: "thermometer.medium", title: "Track fermentation", body: "Add gravity readings as the yeast works."),
        Tip(symbol: "wineglass", title: "Know when it's ready", body: "MashTun tells you when readings settle.")
    ]
    @Published var page = 0

    private let interactor: WelcomeTourInteractor

    init(interactor: WelcomeTourInteractor) {
        self.interactor = interactor
    }

    var isLastPage: Bool {
        page == tips.count - 1
    }

    func didTapPrimary() {
        if isLastPage {
            interactor.markTourSeen()
        } else {
            page += 1
        }
    }
}

final class WelcomeTourInteractor {
    private let preferences: BrewPreferences

    init(preferences: BrewPreferences) {
        self.preferences = preferences
    }

    func markTourSeen() {
        preferences.hasSeenWelcomeTour = true
    }
}
