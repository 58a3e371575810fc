//
//  AccountsModule.m
//  Tally
//

#import "AccountsModule.h"
#import "TransactionsModule.h"

static NSString * const kAccountCellIdentifier = @"AccountCell";

#pragma mark - View

@interface AccountsViewController ()
@property (nonatomic, copy) NSArray<NSString *> *names;
@end

@implementation AccountsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Accounts";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kAccountCellIdentifier];
    [self.output viewIsReady];
}

- (void)showAccountNames:(NSArray<NSString *> *)names {
    self.names = names;
    [self.tableView reloadData];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.names.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kAccountCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.names[indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [self.output didSelectAccountAtIndex:indexPath.row];
}

@end

#pragma mark - Router

@implementation AccountsRouter

- (void)openTransactionsForAccount:(NSString *)accountName {
    UIViewController *transactions = [TransactionsBuilder buildModuleWithAccountName:accountName];
    [self.viewController.navigationController pushViewController:transactions animated:YES];
}

@end

#pragma mark - Presenter

@interface AccountsPresenter ()
@property (nonatomic, copy) NSArray<NSString *> *accountNames;
@end

@implementation AccountsPresenter

- (void)viewIsReady {
    self.accountNames = @[@"Current account", @"Joint bills", @"Rainy-day savings"];
    [self.view showAccountNames:self.accountNames];
}

- (void)didSelectAccountAtIndex:(NSInteger)index {
    [self.router openTransactionsForAccount:self.accountNames[index]];
}

@end

#pragma mark - Builder

@implementation AccountsBuilder

+ (UIViewController *)buildModule {
    AccountsViewController *view = [[AccountsViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    AccountsPresenter *presenter = [[AccountsPresenter alloc] init];
    AccountsRouter *router = [[AccountsRouter alloc] init];
    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;
    return view;
}

@end
