//
//  BookInfoViewController.h
//  Bookworm
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol BookInfoViewInput <NSObject>
- (void)showDetails:(NSArray<NSString *> *)details;
@end

@protocol BookInfoViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapReturnBook;
@end

@interface BookInfoViewController : UITableViewController <BookInfoViewInput>

@property (nonatomic, strong) id<BookInfoViewOutput> output;

@end

NS_ASSUME_NONNULL_END
