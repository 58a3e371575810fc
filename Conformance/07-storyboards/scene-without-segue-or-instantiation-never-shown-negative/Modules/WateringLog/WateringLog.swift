import UIKit

protocol WateringLogModuleInput: AnyObject {
    func configure(plantNames: [String])
}

enum WateringLogConfigurator {
    static func configure(_ viewController: WateringLogViewController) {
        viewController.presenter = WateringLogPresenter(view: viewController, interactor: WateringLogInteractor(greenhouse: .shared))
    }
}

protocol WateringLogView: AnyObject {
    func show(plantNames: [String], history: [String])
}

final class WateringLogViewController: UIViewController, WateringLogView {
    @IBOutlet private weak var plantPicker: UISegmentedControl!
    @IBOutlet private weak var historyLabel: UILabel!

    var presenter: WateringLogPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        WateringLogConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    @IBAction private func waterTapped(_ sender: UIButton) {
        presenter.didTapWater(index: plantPicker.selectedSegmentIndex)
    }

    func show(plantNames: [String], history: [String]) {
        plantPicker.removeAllSegments()
        for (index, name) in plantNames.enumerated() {
            plantPicker.insertSegment(withTitle: name, at: index, animated: false)
        }
        plantPicker.selectedSegmentIndex = plantNames.isEmpty ? UISegmentedControl.noSegment : 0
        historyLabel.text = history.joined(separator: "\n")
    }
}

final class WateringLogPresenter: WateringLogModuleInput {
    private weak var view: WateringLogView?
    private let interactor: WateringLogInteractor
    private var plantNames: [String] = []

    init(view: WateringLogView, interactor: WateringLogInteractor) {
        self.view = view
        self.interactor = interactor
    }

    func configure(plantNames: [String]) {
        self.plantNames = plantNames
    }

    func viewDidLoad() {
        render()
    }

    func didTapWater(index: Int) {
        guard plantNames.indices.contains(index) else { return }
        interactor.water(plantNames[index])
        render()
    }

    private func render() {
        view?.show(plantNames: plantNames, history: interactor.history())
    }
}

final class WateringLogInteractor {
    private let greenhouse: Greenhouse

    init(greenhouse: Greenhouse) {
        self.greenhouse = greenhouse
    }

    func water(_ plant: String) {
        greenhouse.water(plant)
    }

    func history() -> [String] {
        greenhouse.wateringEvents.map { "\($0.plant) · \($0.at.formatted(date: .abbreviated, time: .shortened))" }
    }
}
