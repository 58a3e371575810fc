import UIKit

final class GarageDetailViewController: UIViewController {

    var output: GarageDetailPresenter!
    private let infoLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        infoLabel.numberOfLines = 0
        infoLabel.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(infoLabel)
        title = output.title
        infoLabel.text = output.summary
    }
}

final class GarageDetailPresenter {

    private let garage: Garage

    init(garage: Garage) {
        self.garage = garage
    }

    var title: String { garage.name }
    var summary: String { "\(garage.freeSpaces) free spaces · €\(garage.hourlyRate)/h" }
}

enum GarageDetailAssembly {

    static func assemble(garage: Garage) -> UIViewController {
        let view = GarageDetailViewController()
        view.output = GarageDetailPresenter(garage: garage)
        return view
    }
}
