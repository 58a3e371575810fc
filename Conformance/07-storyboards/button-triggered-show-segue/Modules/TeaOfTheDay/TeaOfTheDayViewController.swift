import UIKit

protocol TeaOfTheDayView: AnyObject {
    func show(name: String, origin: String)
}

final class TeaOfTheDayViewController: UIViewController, TeaOfTheDayView {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var originLabel: UILabel!

    var presenter: TeaOfTheDayPresenter!

    override func awakeFromNib() {
        super.awakeFromNib()
        TeaOfTheDayConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(name: String, origin: String) {
        nameLabel.text = name
        originLabel.text = origin
    }
}
