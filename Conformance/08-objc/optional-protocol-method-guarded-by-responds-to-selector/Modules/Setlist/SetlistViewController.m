//
//  SetlistViewController.m
//  Rehearsal
//

#import "SetlistViewController.h"

@interface SetlistViewController ()
@property (nonatomic, copy) NSArray<NSString *> *songs;
@end

@implementation SetlistViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Friday's set";
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemAdd
                                                                                           target:self
                                                                                           action:@selector(addTapped)];
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"SetlistCell"];
}

- (void)addTapped {
    [self.output didTapAddSong];
}

#pragma mark - SetlistViewInput

- (void)showSongs:(NSArray<NSString *> *)songs {
    self.songs = songs;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.songs.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"SetlistCell" forIndexPath:indexPath];
    cell.textLabel.text = [NSString stringWithFormat:@"%ld. %@", (long)indexPath.row + 1, self.songs[indexPath.row]];
    return cell;
}

@end
