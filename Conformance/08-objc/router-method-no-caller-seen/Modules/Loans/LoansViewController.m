//
//  LoansViewController.m
//  Stacks
//

#import "LoansViewController.h"

static NSString * const kLoansCellIdentifier = @"LoansCell";

@interface LoansViewController ()

@property (nonatomic, copy) NSArray<NSString *> *loans;

@end

@implementation LoansViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"My Loans";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kLoansCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - LoansViewInput

- (void)showLoans:(NSArray<NSString *> *)loans {
    self.loans = loans;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.loans.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kLoansCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.loans[indexPath.row];
    return cell;
}

@end
