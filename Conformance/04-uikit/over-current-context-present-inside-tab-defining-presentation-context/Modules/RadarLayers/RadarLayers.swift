import UIKit

protocol RadarLayersModuleOutput: AnyObject {
    func radarLayers(didChange layers: Set<RadarLayer>)
}

// MARK: - View

final class RadarLayersViewController: UIViewController {

    var presenter: RadarLayersPresenter!
    private let card = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.35)
        card.axis = .vertical
        card.spacing = 8
        card.backgroundColor = .secondarySystemBackground
        card.frame = CGRect(x: 24, y: 180, width: 320, height: 260)
        view.addSubview(card)
        for layer in RadarLayer.allCases {
            let toggle = UISwitch()
            toggle.isOn = presenter.isEnabled(layer)
            toggle.addAction(UIAction { [weak self] _ in self?.presenter.didToggle(layer) }, for: .valueChanged)
            let label = UILabel()
            label.text = layer.rawValue
            card.addArrangedSubview(UIStackView(arrangedSubviews: [label, toggle]))
        }
        card.addArrangedSubview(UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in
            self?.presenter.didTapDone()
        }))
    }
}

// MARK: - Presenter

final class RadarLayersPresenter {

    weak var output: RadarLayersModuleOutput?
    var router: RadarLayersRouter!
    private var selected: Set<RadarLayer>

    init(selected: Set<RadarLayer>) {
        self.selected = selected
    }

    func isEnabled(_ layer: RadarLayer) -> Bool { selected.contains(layer) }

    func didToggle(_ layer: RadarLayer) {
        if selected.remove(layer) == nil { selected.insert(layer) }
    }

    func didTapDone() {
        output?.radarLayers(didChange: selected)
        router.close()
    }
}

// MARK: - Router

final class RadarLayersRouter {

    weak var viewController: UIViewController?

    func close() {
        viewController?.dismiss(animated: true)
    }
}

// MARK: - Configurator

final class RadarLayersModuleConfigurator {

    func configuredViewController(selected: Set<RadarLayer>, output: RadarLayersModuleOutput) -> UIViewController {
        let view = RadarLayersViewController()
        let presenter = RadarLayersPresenter(selected: selected)
        let router = RadarLayersRouter()
        presenter.output = output
        presenter.router = router
        router.viewController = view
        view.presenter = presenter
        return view
    }
}
