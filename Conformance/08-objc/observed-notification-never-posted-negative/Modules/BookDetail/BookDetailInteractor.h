//
//  BookDetailInteractor.h
//  Folio
//

#import <Foundation/Foundation.h>

@protocol BookDetailInteractorOutput <NSObject>
- (void)didAddBookToCart;
@end

@protocol BookDetailInteractorInput <NSObject>
- (void)addBookToCart:(NSString *)title;
@end

@interface BookDetailInteractor : NSObject <BookDetailInteractorInput>

@property (nonatomic, weak) id<BookDetailInteractorOutput> output;

@end
