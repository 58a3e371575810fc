import UIKit

final class PlantDetailViewController: UIViewController {

    var presenter: PlantDetailPresenter!
    private let notesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.plant.name
        notesLabel.numberOfLines = 0
        notesLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        notesLabel.text = presenter.plant.notes
        view.addSubview(notesLabel)
    }
}

final class PlantDetailPresenter {

    let plant: Plant

    init(plant: Plant) {
        self.plant = plant
    }
}

enum PlantDetailBuilder {

    static func build(plant: Plant) -> UIViewController {
        let view = PlantDetailViewController()
        view.presenter = PlantDetailPresenter(plant: plant)
        return view
    }
}
