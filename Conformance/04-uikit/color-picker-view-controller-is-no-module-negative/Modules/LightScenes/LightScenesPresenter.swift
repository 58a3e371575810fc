import UIKit

struct LightScene {
    let name: String
    var color: UIColor
    var brightness: Float
}

final class LightScenesPresenter {

    var onEditScene: ((LightScene) -> Void)?
    private let interactor: LightScenesInteractor

    init(interactor: LightScenesInteractor) {
        self.interactor = interactor
    }

    var scenes: [LightScene] { interactor.savedScenes() }

    func didSelectScene(at index: Int) {
        onEditScene?(scenes[index])
    }
}

final class LightScenesInteractor {

    func savedScenes() -> [LightScene] {
        [
            LightScene(name: "Movie night", color: .systemPurple, brightness: 0.2),
            LightScene(name: "Reading", color: .systemYellow, brightness: 0.8)
        ]
    }
}

enum LightScenesBuilder {

    static func build(onEditScene: @escaping (LightScene) -> Void) -> UIViewController {
        let presenter = LightScenesPresenter(interactor: LightScenesInteractor())
        presenter.onEditScene = onEditScene
        let view = LightScenesViewController()
        view.presenter = presenter
        return view
    }
}
