import Foundation

struct Term {
    let word: String
    let definition: String
}

final class GlossaryPresenter {

    let terms = [
        Term(word: "Aperture", definition: "The opening that lets light into the lens."),
        Term(word: "Bokeh", definition: "The look of out-of-focus areas."),
    ]
    private let router: GlossaryRouter

    init(router: GlossaryRouter) {
        self.router = router
    }

    func didSelectTerm(at index: Int) {
        router.showTerm(terms[index])
    }
}
