//
//  CratesViewController.m
//  Groove
//

#import "CratesViewController.h"
#import "Record.h"

static NSString * const kRecordCellIdentifier = @"RecordCell";

@interface CratesViewController ()

@property (nonatomic, copy) NSArray<Record *> *records;

@end

@implementation CratesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Crates";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kRecordCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - CratesViewInput

- (void)showRecords:(NSArray<Record *> *)records {
    self.records = records;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.records.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kRecordCellIdentifier forIndexPath:indexPath];
    Record *record = self.records[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ — %@", record.artist, record.title];
    cell.accessoryType = UITableViewCellAccessoryDetailDisclosureButton;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectRecordAtIndex:indexPath.row];
}

- (void)tableView:(UITableView *)tableView accessoryButtonTappedForRowWithIndexPath:(NSIndexPath *)indexPath {
    [self.output didTapSellerOfRecordAtIndex:indexPath.row];
}

@end
