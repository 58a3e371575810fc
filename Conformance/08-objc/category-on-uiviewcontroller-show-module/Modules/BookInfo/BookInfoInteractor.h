//
//  BookInfoInteractor.h
//  Bookworm
//

#import <Foundation/Foundation.h>

@protocol BookInfoInteractorOutput <NSObject>
- (void)didObtainDetails:(NSArray<NSString *> *)details;
@end

@protocol BookInfoInteractorInput <NSObject>
- (void)obtainDetails;
@end

@interface BookInfoInteractor : NSObject <BookInfoInteractorInput>

@property (nonatomic, weak) id<BookInfoInteractorOutput> output;

@end
