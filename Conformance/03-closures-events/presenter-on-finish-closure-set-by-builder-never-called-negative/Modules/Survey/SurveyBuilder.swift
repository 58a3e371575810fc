import UIKit

enum SurveyBuilder {

    static func build() -> UIViewController {
        let view = SurveyViewController()
        let presenter = SurveyPresenter(interactor: SurveyInteractor())
        view.presenter = presenter
        presenter.view = view
        presenter.onFinish = { [weak view] in
            let results = SurveyResultsBuilder.build()
            view?.navigationController?.pushViewController(results, animated: true)
        }
        return view
    }
}
