//
//  ReadingHistoryViewController.m
//  Stacks
//

#import "ReadingHistoryViewController.h"

static NSString * const kReadingHistoryCellIdentifier = @"ReadingHistoryCell";

@interface ReadingHistoryViewController ()

@property (nonatomic, copy) NSArray<NSString *> *entries;

@end

@implementation ReadingHistoryViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"History";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kReadingHistoryCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ReadingHistoryViewInput

- (void)showEntries:(NSArray<NSString *> *)entries {
    self.entries = entries;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.entries.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kReadingHistoryCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.entries[indexPath.row];
    return cell;
}

@end
