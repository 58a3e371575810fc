//
//  BookDetailViewController.h
//  Folio
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol BookDetailViewInput <NSObject>
- (void)showBookTitle:(NSString *)title;
- (void)showAddedToCart;
@end

@protocol BookDetailViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)didTapAddToCart;
@end

@interface BookDetailViewController : UIViewController <BookDetailViewInput>

@property (nonatomic, strong) id<BookDetailViewOutput> output;

@end

NS_ASSUME_NONNULL_END
