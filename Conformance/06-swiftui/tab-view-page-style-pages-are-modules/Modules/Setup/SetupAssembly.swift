import SwiftUI

enum SetupAssembly {
    static func assemble(estimator: SolarEstimator) -> some View {
        SetupView(presenter: SetupPresenter(), estimator: estimator)
    }
}

enum SetupPage: Int, CaseIterable {
    case roof, usage, quote
}

@MainActor
final class SetupPresenter: ObservableObject {
    @Published var page: SetupPage = .roof

    var isLastPage: Bool { page == SetupPage.allCases.last }

    func didTapNext() {
        guard let next = SetupPage(rawValue: page.rawValue + 1) else { return }
        page = next
    }
}
