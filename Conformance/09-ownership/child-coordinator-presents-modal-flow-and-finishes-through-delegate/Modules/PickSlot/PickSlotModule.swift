import UIKit

protocol PickSlotModuleOutput: AnyObject {
    func pickSlot(didChoose slot: String)
    func pickSlotDidCancel()
}

final class PickSlotViewController: UIViewController {

    var presenter: PickSlotPresenter!
    private let slots = UISegmentedControl(items: ["10:00", "14:00", "19:00"])

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.studioName
        slots.frame = CGRect(x: 20, y: 160, width: view.bounds.width - 40, height: 36)
        view.addSubview(slots)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapCancel() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Next",
            primaryAction: UIAction { [weak self] _ in
                guard let self, self.slots.selectedSegmentIndex >= 0 else { return }
                self.presenter.didChoose(self.slots.titleForSegment(at: self.slots.selectedSegmentIndex) ?? "")
            }
        )
    }
}

final class PickSlotPresenter {

    weak var output: PickSlotModuleOutput?
    let studioName: String

    init(studioName: String) {
        self.studioName = studioName
    }

    func didChoose(_ slot: String) {
        output?.pickSlot(didChoose: slot)
    }

    func didTapCancel() {
        output?.pickSlotDidCancel()
    }
}

enum PickSlotBuilder {

    static func build(studio: Studio, output: PickSlotModuleOutput) -> UIViewController {
        let view = PickSlotViewController()
        let presenter = PickSlotPresenter(studioName: studio.name)
        presenter.output = output
        view.presenter = presenter
        return view
    }
}
