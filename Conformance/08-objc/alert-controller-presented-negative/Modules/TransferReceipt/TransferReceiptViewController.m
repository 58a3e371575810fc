//
//  TransferReceiptViewController.m
//  Remit
//

#import "TransferReceiptViewController.h"

static NSString * const kTransferReceiptCellIdentifier = @"TransferReceiptCell";

@interface TransferReceiptViewController ()

@property (nonatomic, copy) NSArray<NSString *> *lines;

@end

@implementation TransferReceiptViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Receipt";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kTransferReceiptCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - TransferReceiptViewInput

- (void)showLines:(NSArray<NSString *> *)lines {
    self.lines = lines;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.lines.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kTransferReceiptCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.lines[indexPath.row];
    return cell;
}

@end
