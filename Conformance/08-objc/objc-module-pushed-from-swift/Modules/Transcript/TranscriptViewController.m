//
//  TranscriptViewController.m
//  Castaway
//

#import "TranscriptViewController.h"

static NSString * const kTranscriptCellIdentifier = @"TranscriptCell";

@interface TranscriptViewController ()

@property (nonatomic, copy) NSArray<NSString *> *paragraphs;

@end

@implementation TranscriptViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Transcript";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kTranscriptCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - TranscriptViewInput

- (void)showParagraphs:(NSArray<NSString *> *)paragraphs {
    self.paragraphs = paragraphs;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.paragraphs.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kTranscriptCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.paragraphs[indexPath.row];
    return cell;
}

@end
