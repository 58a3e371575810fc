//
//  TransactionsModule.m
//  Tally
//

#import "TransactionsModule.h"
#import "CategoryStatsModule.h"

#pragma mark - View

@interface TransactionsViewController ()
@property (nonatomic, copy) NSArray<NSString *> *lines;
@end

@implementation TransactionsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithImage:[UIImage systemImageNamed:@"chart.pie"]
                                                                              style:UIBarButtonItemStylePlain
                                                                             target:self
                                                                             action:@selector(breakdownTapped:)];
    [self.output viewIsReady];
}

- (void)showAccountTitle:(NSString *)title lines:(NSArray<NSString *> *)lines {
    self.title = title;
    self.lines = lines;
    [self.tableView reloadData];
}

- (void)breakdownTapped:(UIBarButtonItem *)sender {
    [self.output didTapBreakdown];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.lines.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:nil];
    cell.textLabel.text = self.lines[indexPath.row];
    return cell;
}

@end

#pragma mark - Router

@implementation TransactionsRouter

- (void)openCategoryStatsForAccount:(NSString *)accountName {
    UIViewController *stats = [CategoryStatsBuilder buildModuleWithAccountName:accountName];
    stats.modalPresentationStyle = UIModalPresentationPageSheet;
    [self.viewController presentViewController:stats animated:YES completion:nil];
}

@end

#pragma mark - Presenter

@implementation TransactionsPresenter

- (void)viewIsReady {
    [self.view showAccountTitle:self.accountName
                          lines:@[@"Greengrocer  −£12.40", @"Rail season ticket  −£96.00", @"Salary  +£2,140.00"]];
}

- (void)didTapBreakdown {
    [self.router openCategoryStatsForAccount:self.accountName];
}

@end

#pragma mark - Builder

@implementation TransactionsBuilder

+ (UIViewController *)buildModuleWithAccountName:(NSString *)accountName {
    TransactionsViewController *view = [[TransactionsViewController alloc] initWithStyle:UITableViewStylePlain];
    TransactionsPresenter *presenter = [[TransactionsPresenter alloc] init];
    TransactionsRouter *router = [[TransactionsRouter alloc] init];
    presenter.accountName = accountName;
    view.output = presenter;
    presenter.view = view;
    presenter.router = router;
    router.viewController = view;
    return view;
}

@end
