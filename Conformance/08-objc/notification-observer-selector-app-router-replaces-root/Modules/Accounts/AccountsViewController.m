//
//  AccountsViewController.m
//  Ledgerly
//

#import "AccountsViewController.h"

static NSString * const kAccountCellIdentifier = @"AccountCell";

@interface AccountsViewController ()

@property (nonatomic, copy) NSArray<NSString *> *accounts;

@end

@implementation AccountsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Accounts";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kAccountCellIdentifier];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Settings" style:UIBarButtonItemStylePlain target:self action:@selector(settingsTapped:)];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - AccountsViewInput

- (void)showAccounts:(NSArray<NSString *> *)accounts {
    self.accounts = accounts;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.accounts.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kAccountCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.accounts[indexPath.row];
    return cell;
}

#pragma mark - Actions

- (void)settingsTapped:(id)sender {
    [self.output didTapSettings];
}

@end
