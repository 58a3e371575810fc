//
//  ShelfInteractor.h
//  Bookworm
//

#import <Foundation/Foundation.h>

@protocol ShelfInteractorOutput <NSObject>
- (void)didObtainBooks:(NSArray<NSString *> *)books;
@end

@protocol ShelfInteractorInput <NSObject>
- (void)obtainBooks;
@end

@interface ShelfInteractor : NSObject <ShelfInteractorInput>

@property (nonatomic, weak) id<ShelfInteractorOutput> output;

@end
