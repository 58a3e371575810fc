import RxCocoa
import RxSwift
import UIKit

protocol MenuViewInput: AnyObject {
    var dishSelected: PublishSubject<Dish> { get }
    var checkoutTapped: PublishRelay<Void> { get }
    func show(_ dishes: [Dish])
}

final class MenuViewController: UIViewController, MenuViewInput {

    var presenter: MenuViewOutput!
    let dishSelected = PublishSubject<Dish>()
    let checkoutTapped = PublishRelay<Void>()

    private let tableView = UITableView()
    private let checkoutButton = UIButton(type: .system)
    private let dishes = BehaviorRelay<[Dish]>(value: [])
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Menu"
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "DishCell")
        view.addSubview(tableView)
        checkoutButton.setTitle("View order", for: .normal)
        checkoutButton.frame = CGRect(x: 20, y: view.bounds.height - 110, width: view.bounds.width - 40, height: 50)
        view.addSubview(checkoutButton)

        dishes
            .bind(to: tableView.rx.items(cellIdentifier: "DishCell")) { _, dish, cell in
                var content = cell.defaultContentConfiguration()
                content.text = dish.name
                content.secondaryText = dish.price
                cell.contentConfiguration = content
            }
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(Dish.self)
            .bind(to: dishSelected)
            .disposed(by: disposeBag)
        checkoutButton.rx.tap
            .bind(to: checkoutTapped)
            .disposed(by: disposeBag)

        presenter.viewDidLoad()
    }

    func show(_ dishes: [Dish]) {
        self.dishes.accept(dishes)
    }
}
