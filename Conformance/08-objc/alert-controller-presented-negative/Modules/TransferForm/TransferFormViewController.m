//
//  TransferFormViewController.m
//  Remit
//

#import "TransferFormViewController.h"

static NSString * const kTransferFormCellIdentifier = @"TransferFormCell";

@interface TransferFormViewController ()

@property (nonatomic, copy) NSArray<NSString *> *amounts;

@end

@implementation TransferFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Send Money";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kTransferFormCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - TransferFormViewInput

- (void)showAmounts:(NSArray<NSString *> *)amounts {
    self.amounts = amounts;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.amounts.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kTransferFormCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.amounts[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
