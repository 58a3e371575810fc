import Foundation

final class TermsPresenter: TermsViewOutput {
    weak var view: TermsViewInput?
    var router: TermsRouterInput!
    private let onAccept: () -> Void

    init(onAccept: @escaping () -> Void) {
        self.onAccept = onAccept
    }

    func viewIsReady() {
        let url = Bundle.main.url(forResource: "terms", withExtension: "txt")
        let text = url.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? "Terms unavailable."
        view?.show(text: text)
    }

    func didTapAccept() {
        onAccept()
        router.close()
    }
}
